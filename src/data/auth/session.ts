/**
 * The signed-in player of this browser. The identity provider (Firebase Auth) feeds it; screens
 * and guards read it. Kept free of the provider so guards and tests do not load the SDK.
 */
export type SessionUser = {
  readonly uid: string
  readonly email: string | null
  getIdToken(forceRefresh?: boolean): Promise<string>
  /** Whether the identity provider gives this player the staff role (a custom claim). */
  isStaff?(): Promise<boolean>
}

type Listener = () => void
type SignOutHook = () => Promise<void> | void

export class Session {
  #user: SessionUser | null = null
  #listeners = new Set<Listener>()
  #signOutHooks = new Set<SignOutHook>()
  #ready: Promise<void> = Promise.resolve()
  #restoring = false

  get user(): SessionUser | null {
    return this.#user
  }

  isSignedIn(): boolean {
    return this.#user !== null
  }

  /**
   * While a signed-in player is being restored at start-up (the identity provider loads
   * lazily), guards of login routes wait for this before they decide.
   */
  restoreFrom(restored: Promise<unknown>): void {
    this.#restoring = true
    this.#ready = restored
      .then(
        () => undefined,
        (error: unknown) => console.error('could not restore the sign-in', error),
      )
      .finally(() => {
        this.#restoring = false
      })
  }

  isRestoring(): boolean {
    return this.#restoring
  }

  /** Resolves once any restore started with `restoreFrom` has settled. */
  ready(): Promise<void> {
    return this.#ready
  }

  setUser(user: SessionUser | null): void {
    this.#user = user
    for (const listener of this.#listeners) listener()
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Runs before every sign-out (the identity provider, clearing the player's stored data). */
  onSignOut(hook: SignOutHook): () => void {
    this.#signOutHooks.add(hook)
    return () => this.#signOutHooks.delete(hook)
  }

  async signOut(): Promise<void> {
    if (this.#user === null) return
    for (const hook of this.#signOutHooks) {
      try {
        await hook()
      } catch (error) {
        console.error('sign-out step failed', error)
      }
    }
    this.setUser(null)
  }

  async isStaff(): Promise<boolean> {
    return (await this.#user?.isStaff?.()) === true
  }

  async token(): Promise<string | undefined> {
    return this.#user ? this.#user.getIdToken() : undefined
  }
}

export const session = new Session()
