"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { SparklesIcon } from "lucide-react";
import { WizardIndustryPicker } from "@/components/home/wizard-industry-picker";
import { WizardLoading } from "@/components/home/wizard-loading";
import { WizardRecommendation } from "@/components/home/wizard-recommendation";
import { loadCatalog } from "@/components/product/use-catalog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { scrollToElement } from "@/lib/client/session-flags";
import { WIZARD_RESET_EVENT } from "@/lib/content/site-chrome";
import {
  WIZARD_INDUSTRIES,
  WIZARD_LOADING_MS,
  applicationsFor,
  findIndustry,
  recommendationFor,
  type WizardIndustryId,
} from "@/lib/content/wizard";

type Phase = "choose" | "loading" | "result";

/** The home page's industry-then-application wizard (seed 000 §2-§4). */
export function HomeWizard() {
  const applicationId = useId();
  const [industry, setIndustry] = useState<WizardIndustryId | "">("");
  const [application, setApplication] = useState("");
  const [phase, setPhase] = useState<Phase>("choose");
  const timer = useRef<number | undefined>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const sectionHeading = useRef<HTMLHeadingElement>(null);

  const reset = useCallback(() => {
    window.clearTimeout(timer.current);
    setIndustry("");
    setApplication("");
    setPhase("choose");
  }, []);

  // The header's Product Finder asks every wizard on the page to start over.
  useEffect(() => {
    window.addEventListener(WIZARD_RESET_EVENT, reset);
    return () => {
      window.removeEventListener(WIZARD_RESET_EVENT, reset);
      window.clearTimeout(timer.current);
    };
  }, [reset]);

  // The answer replaces the button that had focus; move focus to it so it is read out.
  useEffect(() => {
    if (phase === "result") resultHeading.current?.focus({ preventScroll: true });
  }, [phase]);

  const chosenIndustry = industry ? findIndustry(industry) : undefined;
  const applications = industry ? applicationsFor(industry) : [];
  const recommendation = industry && application ? recommendationFor(industry, application) : undefined;
  const applicationLabel = applications.find((a) => a.id === application)?.label ?? "";

  function chooseIndustry(id: WizardIndustryId) {
    setIndustry(id);
    // An application of the previous industry would not belong to the new one.
    setApplication("");
  }

  function submit() {
    if (!recommendation) return;
    setPhase("loading");
    // The answer's price and Add to Cart come from the catalog: read it while the answer is made.
    void loadCatalog();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setPhase("result"), WIZARD_LOADING_MS);
  }

  function newSearch() {
    reset();
    scrollToElement("wizard");
    sectionHeading.current?.focus({ preventScroll: true });
  }

  return (
    <section id="wizard" aria-labelledby="wizard-heading" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-8 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Product Finder</p>
          <h2
            id="wizard-heading"
            ref={sectionHeading}
            tabIndex={-1}
            className="mt-2 text-3xl font-bold tracking-tight outline-none sm:text-4xl"
          >
            Find the Right Solution for Your Application
          </h2>
          <p className="mt-3 text-muted-foreground">
            Tell us your industry and what you need to clean; we will match the right formula and strength.
          </p>
        </div>

        {phase === "loading" ? <WizardLoading /> : null}

        {phase === "result" && recommendation && chosenIndustry ? (
          <WizardRecommendation
            recommendation={recommendation}
            industry={chosenIndustry}
            applicationLabel={applicationLabel}
            onNewSearch={newSearch}
            headingRef={resultHeading}
          />
        ) : null}

        {phase === "choose" ? (
          <form
            className="flex flex-col gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
            aria-label="Product finder"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <WizardIndustryPicker
              legend="1. Choose your industry"
              industries={WIZARD_INDUSTRIES}
              value={industry}
              onChange={chooseIndustry}
            />

            {industry ? (
              <div className="flex flex-col gap-2 sm:max-w-md">
                <Label htmlFor={applicationId} className="text-base font-semibold">
                  2. Choose your application
                </Label>
                <NativeSelect
                  id={applicationId}
                  wrapperClassName="w-full"
                  className="h-11 text-base md:text-base"
                  value={application}
                  onChange={(e) => setApplication(e.target.value)}
                  data-testid="wizard-application"
                >
                  <NativeSelectOption value="">Select an application…</NativeSelectOption>
                  {applications.map((a) => (
                    <NativeSelectOption key={a.id} value={a.id}>
                      {a.label}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </div>
            ) : null}

            {recommendation ? (
              <div>
                <Button type="submit" size="lg" className="w-full sm:w-auto" data-testid="wizard-submit">
                  <SparklesIcon aria-hidden="true" />
                  Get My Recommendation
                </Button>
              </div>
            ) : null}
          </form>
        ) : null}
      </div>
    </section>
  );
}
