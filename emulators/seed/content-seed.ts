// The reference content, published as a deployed project gets it (`npm run admin -- publish-content`): the same
// package and code (functions/src/services/content-publish.ts), forced, so the package wins over edits made locally.
export async function seedContent(): Promise<void> {
  // Loaded here, after seed.ts has set up the API's Firestore handle.
  const { publishContent } = await import('../../functions/src/services/content-publish');
  await publishContent({ force: true });
}
