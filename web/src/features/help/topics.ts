/** The help topics, in the order of the topic list; each is the last segment of `/help/:topic`. */
export const HELP_TOPICS = ['manual', 'trajectory', 'cof', 'formulas', 'kml', 'tutorials', 'release'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** True when `value` names a help topic. */
export function isHelpTopic(value: unknown): value is HelpTopic {
  return typeof value === 'string' && (HELP_TOPICS as readonly string[]).includes(value);
}

/** The route of a topic (or of the help index without one). */
export function helpPath(topic?: HelpTopic): string {
  return topic ? `/help/${topic}` : '/help';
}
