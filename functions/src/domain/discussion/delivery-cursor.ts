// What a chat-service process has delivered of one discussion's messages to its room: every seq up to `delivered`,
// and some later ones (`ahead`) a send delivered while a line written elsewhere (the API's system lines) was still to
// be caught up. Pure; socket/discussion-socket.ts keeps one per room.

export interface DeliveryCursor {
  /** Every seq up to this one was delivered (or was known to the sockets when they joined). */
  readonly delivered: number;
  /** Records `seq` as delivered. */
  advance(seq: number): void;
  /** Whether a stored message still has to go to the room. */
  isMissing(seq: number): boolean;
}

export function createDeliveryCursor(start: number): DeliveryCursor {
  let delivered = start;
  const ahead = new Set<number>();
  return {
    get delivered() {
      return delivered;
    },
    advance(seq) {
      if (seq <= delivered) return;
      if (seq !== delivered + 1) {
        ahead.add(seq);
        return;
      }
      delivered = seq;
      while (ahead.delete(delivered + 1)) delivered += 1;
    },
    isMissing: (seq) => seq > delivered && !ahead.has(seq),
  };
}
