import { createEngine, type Engine } from '@cla/engine';
import type { FactoryProvider } from '@nestjs/common';

/** The injection token of the simulation {@link Engine} (an interface, so it cannot be injected by type). */
export const ENGINE = Symbol('ENGINE');

/** Creates the engine once per process: the wasm is compiled and instantiated at start, not per request. */
export const engineProvider: FactoryProvider<Promise<Engine>> = {
  provide: ENGINE,
  useFactory: () => createEngine(),
};
