"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { libraryImageSchema, type LibraryImage } from "@/lib/images/schemas";

/** GET /api/images: the library, newest first. */
const imagesAnswer = z.object({ images: z.array(libraryImageSchema) });

export type LibraryState = { status: "loading" } | { status: "error"; error: string } | { status: "ready"; images: LibraryImage[] };

/** The library, loaded on mount and again on `reload()` (after an upload, an import or a deletion). */
export function useLibrary() {
  const [state, setState] = useState<LibraryState>({ status: "loading" });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    const result = await api.get("/api/images", imagesAnswer);
    // An older answer arriving late must not overwrite a newer one.
    if (call !== latest.current) return;
    setState(result.ok ? { status: "ready", images: result.data.images } : { status: "error", error: result.error });
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = useCallback((id: number) => {
    setState((current) => (current.status === "ready" ? { ...current, images: current.images.filter((i) => i.id !== id) } : current));
  }, []);

  return { state, reload, remove };
}
