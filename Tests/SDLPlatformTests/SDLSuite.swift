import Testing

/// Every test that touches SDL lives in an extension of this suite: SDL_Init/SDL_Quit are process-global,
/// so these tests must never run in parallel.
@Suite(.serialized) @MainActor struct SDLSuite {}
