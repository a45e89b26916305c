import type { User, UserCredential } from 'firebase/auth';
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api } from './api';
import { ApiError } from './api-client';
import { registerRetryDelay } from './register-retry';
import { authErrorMessage } from './auth-errors';
import { clearStoredAuth, readStoredAuth, writeStoredAuth, type StoredUser } from './auth-storage';
import { loadAuth } from './firebase-loader';
import type { FirebaseUserState } from './firebase-session';
import type { CodeChallenge } from './second-factor';
import { i18n, resetLocale } from './i18n/i18n';
import { lazyRetry, QuietRetryBoundary } from './lazy-retry';

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  user: StoredUser | null;
  token: string | null;
  isAuthenticated: boolean;
  status: AuthStatus;
  error: string | null;
  /** Set while a sign-in waits for the code texted to the account's second-factor phone. */
  secondFactor: { phoneEnding: string | null } | null;
  /** Firebase's own view of the user ('loading' until its SDK has loaded and restored the session). */
  firebase: FirebaseUserState;
}

interface AuthActions {
  login(email: string, password: string): Promise<void>;
  signup(fullName: string, email: string, password: string): Promise<void>;
  googleLogin(): Promise<void>;
  logout(): Promise<void>;
  clearError(): void;
  /** Texts the pending sign-in's code (again); the invisible reCAPTCHA check renders into `container`. */
  sendSecondFactorCode(container: HTMLElement): Promise<void>;
  /** Completes the pending sign-in with the texted code. */
  verifySecondFactor(code: string): Promise<void>;
  /** Gives up the pending sign-in and goes back to the first step. */
  cancelSecondFactor(): void;
  /** Refreshes the cached user after a profile change (e.g. a new display name). */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<(AuthState & AuthActions) | null>(null);

/**
 * Firebase's user, reported from its own chunk once a session exists or a sign-in starts (lib/firebase-session.tsx).
 * Until that chunk arrives the app runs on the stored session, so a failed load is retried quietly.
 */
const FirebaseSession = lazyRetry(() => import('./firebase-session'));
const SESSION_RETRY_MS = 5_000;
const FIREBASE_LOADING: FirebaseUserState = { status: 'loading', user: null };

const toStoredUser = (user: User): StoredUser => ({ email: user.email, displayName: user.displayName, photoURL: user.photoURL });

const isSecondFactorRequired = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/multi-factor-auth-required';

/**
 * POST /users after each sign-in: it creates the profile (name, settings) and records the sign-in in the security
 * activity. No email: the server takes the verified token's. A failed attempt is tried again in the background
 * (lib/register-retry.ts): a CI run on a busy machine once lost it, leaving a new account without its profile.
 */
function registerUser(user: User, attempt = 0): void {
  api.POST('/users', { body: { displayName: user.displayName, photoURL: user.photoURL } }).catch((error: unknown) => {
    const wait = registerRetryDelay(error, attempt);
    if (wait !== null) setTimeout(() => registerUser(user, attempt + 1), wait);
  });
}

export function AuthStateProvider({ children }: { children: ReactNode }) {
  const stored = useMemo(readStoredAuth, []);
  const [state, setState] = useState<Omit<AuthState, 'firebase'>>({
    user: stored.user,
    token: stored.token,
    isAuthenticated: Boolean(stored.token),
    status: 'idle',
    error: null,
    secondFactor: null,
  });
  const [firebase, setFirebase] = useState<FirebaseUserState>(FIREBASE_LOADING);
  // Signed out on /login nothing needs Firebase yet: its SDK loads with the first sign-in (docs/performance.md).
  const [sessionWanted, setSessionWanted] = useState(() => Boolean(stored.token));
  const { status: firebaseStatus, user: firebaseUser } = firebase;
  const verified = useRef(false);
  const pendingSignIn = useRef<CodeChallenge<UserCredential> | null>(null);

  const clear = useCallback((status: AuthStatus, error: string | null = null) => {
    clearStoredAuth();
    // Signed out, the app speaks the browser's language again (lib/i18n/locales.ts).
    resetLocale();
    pendingSignIn.current = null;
    setState({ user: null, token: null, isAuthenticated: false, status, error, secondFactor: null });
  }, []);

  // The identity provider is the source of truth: keep storage and state in step with it,
  // including every hourly token refresh.
  useEffect(() => {
    if (firebaseStatus !== 'success') return;
    if (!firebaseUser) {
      if (readStoredAuth().token) clear('idle');
      return;
    }
    let cancelled = false;
    void firebaseUser.getIdToken().then((token) => {
      if (cancelled) return;
      const user = toStoredUser(firebaseUser);
      writeStoredAuth(user, token);
      setState((s) => ({ ...s, user, token, isAuthenticated: true }));
      if (!verified.current) {
        verified.current = true;
        api.GET('/verify').catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            void loadAuth().then(({ auth, sdk }) => sdk.signOut(auth));
            clear('failed', i18n.t('common:authErrors.invalidToken'));
          }
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [firebaseStatus, firebaseUser, clear]);

  const run = useCallback(async (action: () => Promise<User>) => {
    setSessionWanted(true);
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const user = await action();
      const token = await user.getIdToken();
      const storedUser = toStoredUser(user);
      writeStoredAuth(storedUser, token);
      verified.current = true;
      pendingSignIn.current = null;
      setState({ user: storedUser, token, isAuthenticated: true, status: 'succeeded', error: null, secondFactor: null });
      registerUser(user);
    } catch (error) {
      // The password (or Google) was right, and the account has a second factor: ask for the texted code.
      const secondStep = isSecondFactorRequired(error) ? (await import('./second-factor')).secondStep(error) : null;
      if (secondStep) {
        pendingSignIn.current = secondStep;
        setState((s) => ({ ...s, status: 'idle', error: null, secondFactor: { phoneEnding: secondStep.phoneEnding } }));
        return;
      }
      setState((s) => ({ ...s, status: 'failed', error: authErrorMessage(error) }));
    }
  }, []);

  const actions = useMemo<AuthActions>(
    () => ({
      login: (email, password) =>
        run(async () => {
          const { auth, sdk } = await loadAuth();
          return (await sdk.signInWithEmailAndPassword(auth, email, password)).user;
        }),
      signup: (fullName, email, password) =>
        run(async () => {
          const { auth, sdk } = await loadAuth();
          const { user } = await sdk.createUserWithEmailAndPassword(auth, email, password);
          await sdk.updateProfile(user, { displayName: fullName });
          return user;
        }),
      googleLogin: () =>
        run(async () => {
          const { auth, sdk } = await loadAuth();
          return (await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider())).user;
        }),
      logout: async () => {
        setState((s) => ({ ...s, status: 'loading' }));
        await loadAuth()
          .then(({ auth, sdk }) => sdk.signOut(auth))
          .catch(() => undefined);
        clear('idle');
      },
      clearError: () => setState((s) => ({ ...s, error: null })),
      sendSecondFactorCode: async (container) => {
        const pending = pendingSignIn.current;
        if (!pending) return;
        setState((s) => ({ ...s, error: null }));
        await pending
          .send(container)
          .catch((error: unknown) => setState((s) => ({ ...s, status: 'failed', error: authErrorMessage(error) })));
      },
      verifySecondFactor: async (code) => {
        const pending = pendingSignIn.current;
        if (pending) await run(async () => (await pending.confirm(code)).user);
      },
      cancelSecondFactor: () => {
        pendingSignIn.current = null;
        setState((s) => ({ ...s, status: 'idle', error: null, secondFactor: null }));
      },
      refreshUser: async () => {
        const user = (await loadAuth()).auth.currentUser;
        if (!user) return;
        await user.reload();
        const token = await user.getIdToken(true);
        const storedUser = toStoredUser(user);
        writeStoredAuth(storedUser, token);
        setState((s) => ({ ...s, user: storedUser, token }));
      },
    }),
    [run, clear],
  );

  const value = useMemo(() => ({ ...state, firebase, ...actions }), [state, firebase, actions]);
  return (
    <AuthContext.Provider value={value}>
      {sessionWanted && (
        <QuietRetryBoundary retryMs={SESSION_RETRY_MS}>
          <Suspense fallback={null}>
            <FirebaseSession onChange={setFirebase} />
          </Suspense>
        </QuietRetryBoundary>
      )}
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState & AuthActions {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthStateProvider');
  return value;
}
