import { CaseStudyView } from "@/components/brewery/case-study-view";
import { breweryCaseStudy } from "@/lib/content/brewery-case-studies";
import { pageMetadata } from "@/lib/seo/metadata";

const STUDY = breweryCaseStudy("home-brewers");

export const metadata = pageMetadata({
  title: STUDY.seo.title,
  description: STUDY.seo.description,
  path: STUDY.path,
  keywords: STUDY.seo.keywords,
});

export default function HomeBrewersCaseStudyPage() {
  return <CaseStudyView study={STUDY} />;
}
