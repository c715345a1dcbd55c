// Handlers a lower module calls and higher modules register: how a module reaches one above it without importing it.

/**
 * The handlers registered so far, in the order of registration. A lower module provides a subclass (its token) and
 * calls the handlers; a module above it imports the lower one and registers a handler when it starts
 * (`onModuleInit`), so that the import goes one way only.
 */
export class Registry<Handler> {
  private readonly handlers: Handler[] = [];

  register(handler: Handler): void {
    this.handlers.push(handler);
  }

  get all(): readonly Handler[] {
    return this.handlers;
  }
}
