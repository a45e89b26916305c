/** Who is asking, as the verified ID token says: the only identity services act for. */
export interface SignedInUser {
  uid: string;
  email?: string;
  name?: string;
  picture?: string;
}
