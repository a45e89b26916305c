// A case timeline entry's text: a Message in the `timeline` namespace, stored with its English rendering (what an
// administrator reads in the Firebase console); readers render the Message in their own language (docs/i18n.md).
import type { CaseActor } from '../../shared/cases/case-status';
import { msg, type Message, type MessageParam } from '../../shared/i18n/message';
import { renderEnglish } from '../i18n/render';
import type { TimelineEntry } from './case-record';

export type TimelineText = Pick<TimelineEntry, 'event' | 'keyed'>;

export const timelineText = (message: Message): TimelineText => ({ event: renderEnglish(message), keyed: message });

export const timelineEntry = (date: string, by: CaseActor, message: Message): TimelineEntry => ({ date, by, ...timelineText(message) });

/** Items (labels) as one parameter, "a, b, c": a nested Message per separator, as ICU has no list of messages. */
export function listParam(items: readonly MessageParam[]): MessageParam {
  const [first = '', ...rest] = items;
  return rest.length === 0 ? first : msg('timeline:listMore', { first, rest: listParam(rest) });
}
