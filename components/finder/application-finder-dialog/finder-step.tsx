"use client";

import type { Dispatch, RefObject, SetStateAction } from "react";
import { FinderChoiceGroup } from "@/components/finder/finder-choice-group";
import { FinderOption } from "@/components/finder/finder-option";
import {
  CLEANING_TYPE_GROUPS,
  FINDER_FREQUENCIES,
  FINDER_INDUSTRIES,
  FINDER_PRIORITIES,
  FINDER_STEPS,
  FINDER_VOLUMES,
} from "@/lib/content/finder";
import { toggle, type FinderDraft } from "@/lib/domain/finder";

/** One of the finder's four questions, with its choices. */
export function FinderStep({
  step,
  answers,
  setAnswers,
  headingRef,
}: {
  step: number;
  answers: FinderDraft;
  setAnswers: Dispatch<SetStateAction<FinderDraft>>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const stepInfo = FINDER_STEPS[step] ?? FINDER_STEPS[0];
  return (
    <div data-testid={`finder-step-${step}`} className="flex flex-col gap-4">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {stepInfo.question}
        </h2>
        <p className="text-sm text-muted-foreground">{stepInfo.hint}</p>
      </div>

      {step === 0 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {FINDER_INDUSTRIES.map((industry) => (
            <FinderOption
              key={industry.id}
              testId={`finder-option-${industry.id}`}
              label={industry.label}
              description={industry.description}
              pressed={answers.industries.includes(industry.id)}
              onToggle={() => setAnswers((a) => ({ ...a, industries: toggle(a.industries, industry.id) }))}
            />
          ))}
        </div>
      ) : null}

      {step === 1
        ? CLEANING_TYPE_GROUPS.map((group) => (
            <section key={group.intensity} aria-labelledby={`finder-group-${group.intensity}`}>
              <h3
                id={`finder-group-${group.intensity}`}
                className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {group.intensity} intensity
              </h3>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {group.types.map((type) => (
                  <FinderOption
                    key={type.id}
                    testId={`finder-option-${type.id}`}
                    label={type.label}
                    pressed={answers.cleaning_types.includes(type.id)}
                    onToggle={() => setAnswers((a) => ({ ...a, cleaning_types: toggle(a.cleaning_types, type.id) }))}
                  />
                ))}
              </div>
            </section>
          ))
        : null}

      {step === 2 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {FINDER_PRIORITIES.map((priority) => (
            <FinderOption
              key={priority.id}
              testId={`finder-option-${priority.id}`}
              label={priority.label}
              description={priority.description}
              pressed={answers.priorities.includes(priority.id)}
              onToggle={() => setAnswers((a) => ({ ...a, priorities: toggle(a.priorities, priority.id) }))}
            />
          ))}
        </div>
      ) : null}

      {step === 3 ? (
        <div className="flex flex-col gap-5">
          <FinderChoiceGroup
            name="volume"
            legend="Monthly volume"
            choices={FINDER_VOLUMES}
            value={answers.volume}
            onChange={(volume) => setAnswers((a) => ({ ...a, volume }))}
          />
          <FinderChoiceGroup
            name="frequency"
            legend="Cleaning frequency"
            choices={FINDER_FREQUENCIES}
            value={answers.frequency}
            onChange={(frequency) => setAnswers((a) => ({ ...a, frequency }))}
          />
        </div>
      ) : null}
    </div>
  );
}
