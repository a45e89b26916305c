// The chat service's rooms that are not a chat's or a case discussion's: every socket of a user is in the user's room,
// on whichever instance it is open, so that presence and revocations can reach all of them through the adapter.
export const userRoom = (uid: string): string => `user:${uid}`;
