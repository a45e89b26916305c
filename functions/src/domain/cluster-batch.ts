// The record the chat service's instances pass each other: socket/cluster-adapter.ts writes and reads it over a
// channel, data/socket-cluster-repo.ts stores it in Firestore. It sits in domain/, which both may import, so that the
// socket layer needs nothing of data/ (chat-server.ts joins the two).

/** One write of an instance: its pending messages in publishing order, as JSON. */
export interface ClusterBatch {
  /** The writing instance's adapter id. */
  from: string;
  /** The JSON of the batch's items (socket/cluster-adapter.ts, ClusterItem[]). */
  items: string;
}
