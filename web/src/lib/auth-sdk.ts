// The Firebase Auth calls the app makes through lib/firebase-loader.ts. Named here rather than loading the whole
// 'firebase/auth' namespace, so the bundler keeps only these (docs/performance.md).
export {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
