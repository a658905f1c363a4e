// Who supplies the products, as section 1 of a safety data sheet and a certificate of analysis name them:
// from the site configuration, so a company's own name, phone and address reach its documents.
import { siteConfig } from "@/lib/site-config";

export type DocumentSupplier = { company: string; phone: string; email: string; address: string | null; emergencyPhone: string };

export function documentSupplier(): DocumentSupplier {
  return {
    company: siteConfig.companyName,
    phone: siteConfig.phone.display,
    email: siteConfig.email,
    address: siteConfig.address,
    // Not a dangerous good, so no transport emergency service is contracted: the company's own line answers.
    emergencyPhone: `${siteConfig.phone.display} (${siteConfig.hoursShort})`,
  };
}
