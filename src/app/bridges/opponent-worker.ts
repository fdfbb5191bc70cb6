// The only importer of the computer opponent's Web Worker. The worker is started on the
// first question and kept for the game; its chunk is not part of the start-up code.
import type { AgentName, OpponentAnswer, OpponentAsk, OpponentView } from '../../opponent/api';
import type { OpponentReply, OpponentRequest } from '../opponent.worker';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<
  number,
  { resolve: (answer: OpponentAnswer) => void; reject: (error: Error) => void }
>();

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('../opponent.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<OpponentReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('answer' in reply) pending.resolve(reply.answer);
    else pending.reject(new Error(reply.error));
  };
  created.onerror = (event) => {
    // A worker that failed to load or crashed: every waiting question fails, and the next starts afresh.
    for (const pending of waiting.values())
      pending.reject(new Error(event.message || 'opponent worker failed'));
    waiting.clear();
    created.terminate();
    worker = null;
  };
  worker = created;
  return created;
}

/** Asks the computer opponent in its worker; the answer is deterministic per (view, ask, agent, seed). */
export function askOpponent(
  view: OpponentView,
  ask: OpponentAsk,
  agent: AgentName,
  seed: string,
): Promise<OpponentAnswer> {
  const id = nextId++;
  const request: OpponentRequest = { id, view, ask, agent, seed };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    started().postMessage(request);
  });
}
