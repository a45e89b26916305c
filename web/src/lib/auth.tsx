import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUser } from 'reactfire';
import { apiFetch, ApiError } from './api-client';
import { authErrorMessage } from './auth-errors';
import { clearStoredAuth, readStoredAuth, writeStoredAuth, type StoredUser } from './auth-storage';
import { auth } from './firebase';

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  user: StoredUser | null;
  token: string | null;
  isAuthenticated: boolean;
  status: AuthStatus;
  error: string | null;
}

interface AuthActions {
  login(email: string, password: string): Promise<void>;
  signup(fullName: string, email: string, password: string): Promise<void>;
  googleLogin(): Promise<void>;
  logout(): Promise<void>;
  clearError(): void;
  /** Refreshes the cached user after a profile change (e.g. a new display name). */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<(AuthState & AuthActions) | null>(null);

const toStoredUser = (user: User): StoredUser => ({ email: user.email, displayName: user.displayName, photoURL: user.photoURL });

/** POST /users after each sign-in; the product works without it, so failures are ignored. */
function registerUser(user: User): void {
  apiFetch('/users', { body: { email: user.email, displayName: user.displayName, photoURL: user.photoURL } }).catch(() => undefined);
}

export function AuthStateProvider({ children }: { children: ReactNode }) {
  const stored = useMemo(readStoredAuth, []);
  const [state, setState] = useState<AuthState>({
    user: stored.user,
    token: stored.token,
    isAuthenticated: Boolean(stored.token),
    status: 'idle',
    error: null,
  });
  const { status: firebaseStatus, data: firebaseUser } = useUser();
  const verified = useRef(false);

  const clear = useCallback((status: AuthStatus, error: string | null = null) => {
    clearStoredAuth();
    setState({ user: null, token: null, isAuthenticated: false, status, error });
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
        apiFetch('/verify').catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            void signOut(auth);
            clear('failed', 'Invalid token');
          }
        });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [firebaseStatus, firebaseUser, clear]);

  const run = useCallback(async (action: () => Promise<User>) => {
    setState((s) => ({ ...s, status: 'loading', error: null }));
    try {
      const user = await action();
      const token = await user.getIdToken();
      const storedUser = toStoredUser(user);
      writeStoredAuth(storedUser, token);
      verified.current = true;
      setState({ user: storedUser, token, isAuthenticated: true, status: 'succeeded', error: null });
      registerUser(user);
    } catch (error) {
      setState((s) => ({ ...s, status: 'failed', error: authErrorMessage(error) }));
    }
  }, []);

  const actions = useMemo<AuthActions>(
    () => ({
      login: (email, password) => run(async () => (await signInWithEmailAndPassword(auth, email, password)).user),
      signup: (fullName, email, password) =>
        run(async () => {
          const { user } = await createUserWithEmailAndPassword(auth, email, password);
          await updateProfile(user, { displayName: fullName });
          return user;
        }),
      googleLogin: () => run(async () => (await signInWithPopup(auth, new GoogleAuthProvider())).user),
      logout: async () => {
        setState((s) => ({ ...s, status: 'loading' }));
        await signOut(auth).catch(() => undefined);
        clear('idle');
      },
      clearError: () => setState((s) => ({ ...s, error: null })),
      refreshUser: async () => {
        const user = auth.currentUser;
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

  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState & AuthActions {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthStateProvider');
  return value;
}
