"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { ChevronLeftIcon, ChevronRightIcon, RotateCcwIcon, StoreIcon, MessageSquareIcon } from "lucide-react";
import { FinderResult } from "@/components/finder/finder-result";
import { loadCatalog } from "@/components/product/use-catalog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { FINDER_STEPS } from "@/lib/content/finder";
import {
  EMPTY_FINDER_DRAFT,
  FINDER_STEP_COUNT,
  canContinue,
  finderAnswersSchema,
  finderContactHref,
  recommend,
  type FinderDraft,
  type FinderRecommendation,
} from "@/lib/domain/finder";
import { FinderStep } from "./finder-step";

const CONVENIENCE_PAGE = "/convenience-store";

/** The answer, and the contact page that Contact Us opens with it written into the message. */
type FinderOutcome = { recommendation: FinderRecommendation; contactHref: string };

type ApplicationFinderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The header's Application Finder (seed 000 §2-§5): four questions, then a recommended solution. */
export function ApplicationFinderDialog({ open, onOpenChange }: ApplicationFinderDialogProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<FinderDraft>(EMPTY_FINDER_DRAFT);
  const [result, setResult] = useState<FinderOutcome | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Work to do once the dialog has closed and Radix has released focus (the reset after a link).
  const afterClose = useRef<(() => void) | null>(null);
  const moved = useRef(false);

  // The result's prices and technical data come from the catalog: read it while the questions are answered.
  useEffect(() => {
    if (open) void loadCatalog();
  }, [open]);

  // A new step replaces the dialog's content: start it at the top and move focus to its heading, so a
  // screen reader announces the new question instead of losing focus on a removed button.
  useEffect(() => {
    if (!moved.current) return;
    bodyRef.current?.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step, result]);

  function goTo(next: number) {
    moved.current = true;
    setStep(next);
  }

  function reset() {
    moved.current = false;
    setStep(0);
    setAnswers(EMPTY_FINDER_DRAFT);
    setResult(null);
  }

  function next() {
    if (!canContinue(step, answers)) return;
    if (step < FINDER_STEP_COUNT - 1) {
      goTo(step + 1);
      return;
    }
    const parsed = finderAnswersSchema.safeParse(answers);
    if (!parsed.success) return;
    moved.current = true;
    const recommendation = recommend(parsed.data);
    setResult({ recommendation, contactHref: finderContactHref(parsed.data, recommendation) });
  }

  function startOver() {
    reset();
    moved.current = true;
  }

  // The links out of the result (Contact Us, View C-Store Solutions, a product's page) close the dialog
  // as the page changes, and reset it once it has faded out, so the closing dialog does not flash step 1.
  function leave() {
    afterClose.current = reset;
    onOpenChange(false);
  }

  const stepInfo = FINDER_STEPS[step] ?? FINDER_STEPS[0];
  const onLastStep = step === FINDER_STEP_COUNT - 1;
  const choseConvenience = answers.industries.includes("convenience");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-none flex-col gap-0 overflow-hidden p-0 sm:max-h-[calc(100dvh-4rem)] sm:max-w-2xl"
        data-testid="finder-dialog"
        onCloseAutoFocus={(event) => {
          const pending = afterClose.current;
          if (!pending) return;
          afterClose.current = null;
          // Focus would go back to the header button of the page being left.
          event.preventDefault();
          pending();
        }}
      >
        <DialogHeader className="gap-3 border-b px-4 pt-5 pb-4 text-left sm:px-6">
          <DialogTitle className="pr-8 text-xl font-bold tracking-tight">
            {result ? "RECOMMENDED SOLUTION" : "Application Finder"}
          </DialogTitle>
          <DialogDescription>
            {result
              ? "Based on your answers, these Triple Zero products fit your applications."
              : "Answer four quick questions and we will match the right Triple Zero formula."}
          </DialogDescription>
          {result ? null : (
            <div className="flex flex-col gap-2">
              <div className="flex items-center justify-between text-xs font-medium text-muted-foreground">
                <span data-testid="finder-step-count">
                  Step {step + 1} of {FINDER_STEP_COUNT}
                </span>
                <span>{stepInfo.title}</span>
              </div>
              <Progress value={((step + 1) / FINDER_STEP_COUNT) * 100} aria-label={`Step ${step + 1} of ${FINDER_STEP_COUNT}`} />
            </div>
          )}
        </DialogHeader>

        <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
          {result ? (
            <>
              <h2 ref={headingRef} tabIndex={-1} className="sr-only">
                Your recommended solution
              </h2>
              <FinderResult recommendation={result.recommendation} onProductLink={leave} consultationHref={result.contactHref} />
            </>
          ) : (
            <FinderStep step={step} answers={answers} setAnswers={setAnswers} headingRef={headingRef} />
          )}
        </div>

        <DialogFooter className="gap-2 border-t px-4 py-3 sm:px-6">
          {result ? (
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:justify-end">
              {choseConvenience ? (
                <Button asChild variant="outline" data-testid="finder-cstore">
                  <Link href={CONVENIENCE_PAGE} onClick={leave}>
                    <StoreIcon aria-hidden="true" />
                    View C-Store Solutions
                  </Link>
                </Button>
              ) : null}
              <Button
                type="button"
                variant="outline"
                onClick={startOver}
                data-testid="finder-start-over"
                className={choseConvenience ? undefined : "col-span-2"}
              >
                <RotateCcwIcon aria-hidden="true" />
                Start Over
              </Button>
              <Button asChild data-testid="finder-contact" className="col-span-2 row-start-1 sm:order-last">
                <Link href={result.contactHref} onClick={leave}>
                  <MessageSquareIcon aria-hidden="true" />
                  Contact Us
                </Link>
              </Button>
            </div>
          ) : (
            <div className="flex w-full items-center justify-between gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => goTo(Math.max(0, step - 1))}
                disabled={step === 0}
                data-testid="finder-previous"
              >
                <ChevronLeftIcon aria-hidden="true" />
                Previous
              </Button>
              <Button type="button" onClick={next} disabled={!canContinue(step, answers)} data-testid="finder-continue">
                {onLastStep ? "Get Recommendation" : "Continue"}
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </div>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
