import { ContactBlock } from "@/components/marketing/contact-block";
import { siteConfig } from "@/lib/site-config";
import { ConsultationForm } from "./consultation-form";

/**
 * The "Request a Consultation" block of the home, technology, food service and industry pages.
 * The header's Contact item scrolls to #contact-anchor (falling back to the section's id); the
 * industry pages' buttons use #contact or #contact-section. Render it once per page: the ids are fixed.
 */
export function ContactSection({
  id = "contact",
  source,
  defaultIndustry,
  heading = "Request a Consultation",
  description = `Tell us what you clean and our technical team will recommend the right ${siteConfig.productLine} solution, with no hazmat fees to ship it.`,
}: {
  id?: string;
  /** Where the section sits ("home", "technology", "hvac-chemicals"): saved with the lead. */
  source: string;
  /** Preselects the Industry select ("hvac", "food-beverage", "Pool & Spa" …). */
  defaultIndustry?: string;
  heading?: string;
  description?: string;
}) {
  return (
    <ContactBlock
      variant="consultation"
      id={id}
      heading={heading}
      description={description}
      note={`Our technical team responds ${siteConfig.responsePromise}.`}
      anchors
    >
      <ConsultationForm source={source} defaultIndustry={defaultIndustry} />
    </ContactBlock>
  );
}
