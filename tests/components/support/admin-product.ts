// The product the Product Admin component tests edit: one HVAC product, as GET /api/admin/products lists it.
import type { AdminProduct } from "@/lib/catalog/product-schema";

export const ADMIN_PRODUCT: AdminProduct = {
  id: 7,
  name: "Coil Brightener",
  category: "HVAC",
  categoryLabel: "HVAC Cleaning Solutions",
  description: "Brightens condenser coils.",
  pricePerGallon: "41.50",
  priceUnit: "gallon",
  minimumOrder: 1,
  concentration: null,
  chemicalType: "caustic",
  benefits: [],
  applications: [],
  technicalSpecs: null,
  itemNumber: "TZ-HV-101",
};
