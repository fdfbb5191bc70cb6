// The computer opponent's Web Worker (issue 13): runs `decide` off the screen's thread, so the
// screen never freezes while the phone thinks. One request in, one answer out.
import {
  decide,
  type AgentName,
  type OpponentAnswer,
  type OpponentAsk,
  type OpponentView,
} from '../opponent';

/** One request of the bridge (src/app/bridges/opponent-worker.ts). */
export interface OpponentRequest {
  id: number;
  view: OpponentView;
  ask: OpponentAsk;
  agent: AgentName;
  seed: string;
}

/** The worker's reply: the answer, or the error's text (a bug in an agent). */
export type OpponentReply = { id: number; answer: OpponentAnswer } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OpponentRequest>) => void) | null;
  postMessage: (reply: OpponentReply) => void;
};

scope.onmessage = (event) => {
  const { id, view, ask, agent, seed } = event.data;
  try {
    scope.postMessage({ id, answer: decide(view, ask, agent, seed) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
