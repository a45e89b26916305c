/** Who is asking, as the verified ID token says: the only identity services act for. */
export interface SignedInUser {
  uid: string;
  email?: string;
  name?: string;
  picture?: string;
  /** When the user last signed in (seconds since the epoch): account deletion asks for a recent one. */
  authTime?: number;
}
