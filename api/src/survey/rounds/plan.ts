import { nextOpening, type Schedule } from '@hearth/contracts/schedule';

/** What the round driver knows about one agency at a moment. */
export interface PlanState {
  schedule: (Schedule & { reminderInterval: number; answerWindowHours: number }) | null;
  /** The next round opens after this: a schedule change applies from the next round (docs/survey-rounds.md). */
  scheduleChangedAt: Date | null;
  /**
   * The round not yet closed, if any, with the reminder interval it opened with, counted from
   * when it really opened (later than scheduled if the worker was down).
   */
  currentRound: {
    roundId: string;
    opensAt: Date;
    closesAt: Date;
    remindFrom: Date;
    reminderInterval: number;
    automaticReminders: number;
  } | null;
  lastOpensAt: Date | null;
}

export type Step =
  | { kind: 'open'; opensAt: Date }
  | { kind: 'remind'; roundId: string; reminderNumber: number }
  | { kind: 'close'; roundId: string }
  | { kind: 'wait'; until: Date | null };

/**
 * The next thing to do for an agency's rounds, or how long to wait — pure, so both drivers
 * (Temporal and embedded) behave the same and the rules are tested without a clock. A worker
 * that was down catches up: a round whose opening passed less than its answer window ago still opens
 * (with the time left), missed reminders collapse into one, and an overdue round closes at once.
 */
export function nextStep(state: PlanState, now: Date): Step {
  const round = state.currentRound;
  if (round) {
    if (now >= round.closesAt) return { kind: 'close', roundId: round.roundId };
    const interval = round.reminderInterval * 60_000;
    if (interval > 0) {
      const from = round.remindFrom.getTime();
      const due = Math.floor((now.getTime() - from) / interval);
      const lastBeforeClose = Math.ceil((round.closesAt.getTime() - from) / interval) - 1;
      const reminderNumber = Math.min(due, lastBeforeClose);
      if (reminderNumber > round.automaticReminders) return { kind: 'remind', roundId: round.roundId, reminderNumber };
      const next = from + (round.automaticReminders + 1) * interval;
      if (next < round.closesAt.getTime())
        return { kind: 'wait', until: new Date(Math.min(next, round.closesAt.getTime())) };
    }
    return { kind: 'wait', until: round.closesAt };
  }
  if (!state.schedule) return { kind: 'wait', until: null };
  const earliest = Math.max(
    state.lastOpensAt?.getTime() ?? 0,
    state.scheduleChangedAt?.getTime() ?? 0,
    now.getTime() - state.schedule.answerWindowHours * 3600_000,
  );
  const opening = nextOpening(state.schedule, new Date(earliest));
  return opening <= now ? { kind: 'open', opensAt: opening } : { kind: 'wait', until: opening };
}
