// The computer opponent's Web Worker: runs `decide` off the screen's thread, so the
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

/** The most one decision may take on a phone (hard at most 1 s). The fixed search budgets fit well
 * within it on a warm worker; this only cuts a cold first search short (the JIT not yet warm). */
const DECISION_MS = 1000;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<OpponentRequest>) => void) | null;
  postMessage: (reply: OpponentReply) => void;
};

scope.onmessage = (event) => {
  const { id, view, ask, agent, seed } = event.data;
  try {
    const deadline = performance.now() + DECISION_MS;
    const stop = (): boolean => performance.now() > deadline;
    scope.postMessage({ id, answer: decide(view, ask, agent, seed, { stop }) });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
