/**
 * Model text reaches the client only after the safety check has read it (issue 35). The model streams
 * pieces of words; they are held until a sentence ends, and the answer so far is checked before the
 * sentence goes out. Once a check fails nothing more is sent: the corrected whole answer replaces
 * what the client has at the end. So the person sees the first safe sentences early and never a
 * character of a dose above the upper level or advice to stop a prescribed medicine.
 */
const SENTENCE_END = /[。！？!?；;\n]|[.](?=\s|$)/g;

export interface AnswerGuard {
  /** A piece of model text as it streams. */
  push(piece: string): void;
  /** What was sent to the client so far. */
  readonly sent: string;
}

export function answerGuard(
  isSafe: (textSoFar: string) => boolean,
  send: (piece: string) => void,
): AnswerGuard {
  let sent = '';
  let held = '';
  let stopped = false;
  return {
    push(piece) {
      held += piece;
      if (stopped) return;
      let cut = -1;
      for (const m of held.matchAll(SENTENCE_END)) cut = m.index + m[0].length;
      if (cut <= 0) return;
      const ready = held.slice(0, cut);
      if (!isSafe(sent + ready)) {
        stopped = true;
        return;
      }
      sent += ready;
      held = held.slice(cut);
      send(ready);
    },
    get sent() {
      return sent;
    },
  };
}
