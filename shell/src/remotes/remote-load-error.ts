/** A remote could not be loaded: its registry entry, manifest, entry script or chunk failed. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    readonly stage: string,
    override readonly cause?: unknown,
  ) {
    super(`The ${remote} section could not be loaded (${stage}).`);
  }
}
