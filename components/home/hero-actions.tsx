"use client";

import { CalculatorIcon, SearchIcon, SparklesIcon } from "lucide-react";
import { useFinder } from "@/components/finder/finder-provider";
import { Button } from "@/components/ui/button";
import { scrollToElement } from "@/lib/client/session-flags";

export function HeroActions() {
  const { openFinder } = useFinder();
  return (
    <div className="flex flex-wrap gap-3">
      <Button size="lg" variant="secondary" onClick={() => scrollToElement("wizard")}>
        <SearchIcon aria-hidden /> Find My Solution
      </Button>
      <Button
        size="lg"
        variant="outline"
        className="border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white"
        onClick={() => scrollToElement("savings-calculator-anchor")}
      >
        <CalculatorIcon aria-hidden /> Calculate Savings
      </Button>
      <Button size="lg" variant="link" className="h-auto min-h-10 shrink px-0 text-left whitespace-normal text-white" onClick={openFinder}>
        <SparklesIcon aria-hidden /> Answer 4 questions in the Application Finder
      </Button>
    </div>
  );
}
