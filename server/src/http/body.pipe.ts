import type { PipeTransform } from '@nestjs/common';

/**
 * Validates a request body with a parse function that answers the typed input or throws a
 * `ValidationError` naming every bad field: `@Body(new BodyPipe(parseRegister)) input: RegisterInput`.
 */
export class BodyPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly parse: (body: unknown) => T) {}

  transform(body: unknown): T {
    return this.parse(body);
  }
}
