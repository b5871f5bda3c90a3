// The reader: what a header, a dash part or an earlier clause passes on to the tasks after it.
import { type Flow } from '../model.js';

export function mergeFlow(base: Flow, extra: Flow | undefined): Flow {
  if (!extra) return base;
  return {
    date: extra.date ?? base.date,
    eventDate: extra.date ? extra.eventDate : base.eventDate,
    priority: extra.priority ?? base.priority,
    topic: [base.topic, extra.topic].filter(Boolean).join(' ') || undefined,
    note: extra.note ?? base.note,
    listItem: extra.listItem ?? base.listItem,
    antecedentDate: extra.antecedentDate ?? base.antecedentDate,
    backDate: extra.backDate ?? base.backDate,
    subject: extra.subject ?? base.subject,
    minutes: extra.minutes ?? base.minutes,
    message: extra.message ?? base.message,
  };
}
