/** What the reports need of the photo store (the photos module implements it: only the owner's photos). */
export interface ReportPhotoPort {
  /** The normalised bytes of the photo an object's URL names, if it is this user's; null otherwise. */
  photoOf(userId: string, url: string | null): Promise<Buffer | null>;
}
