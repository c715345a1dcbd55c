/// <reference lib="webworker" />
import { createEngineHost } from './engine-host.ts';
import type { EngineClientMessage, EngineHostMessage } from './engine-protocol.ts';

/**
 * The engine's Web Worker: one engine instance, answering `calculate` messages by id. The listener is added
 * synchronously, before anything is awaited (the engine is imported on the first message).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const host = createEngineHost((message: EngineClientMessage) => scope.postMessage(message));
scope.addEventListener('message', (event: MessageEvent<EngineHostMessage>) => host.receive(event.data));
