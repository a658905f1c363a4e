import type { Carrier } from "@/lib/orders/fulfilment-rules";
import type { StaffNote } from "../note-list";

export type FulfilmentLine = {
  id: number;
  name: string;
  size: string;
  itemNumber: string;
  ordered: number;
  shipped: number;
  /** The lots recorded for this size, newest first: a shipped line may name the one its units came from. */
  lots: string[];
};
export type FulfilmentShipment = {
  id: number;
  createdAt: string;
  carrier: Carrier;
  trackingNumber: string;
  note: string | null;
  createdBy: string | null;
  items: { name: string; size: string; quantity: number; lotNumber: string | null }[];
};
export type FulfilmentNote = StaffNote;
