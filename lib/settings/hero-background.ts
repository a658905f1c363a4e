// The background of the home hero, chosen on /background-selector and kept in SiteSetting. The home
// page is prerendered once, at build, and never remade: its hero takes the background from a small
// stylesheet (app/hero-background.css) that reads the setting through a cache a change expires. So the
// page's HTML, and the hashes of its scripts in the Content-Security-Policy, never change at run time.
import "server-only";
import { unstable_cache } from "next/cache";
import { expireEverywhere } from "@/lib/cache/share-expiry";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_HERO_BACKGROUND, parseHeroBackground, type HeroBackgroundChoice, type HeroBackgroundValue } from "./backgrounds";

export const HERO_BACKGROUND_KEY = "home.heroBackground";
const CACHE_TAG = `site-setting:${HERO_BACKGROUND_KEY}`;
/** A change expires the cached setting on every app instance at once (lib/cache); this bounds it should that notice be lost. */
const CACHE_SECONDS = 30;

type Actor = { id: string; email: string };
type Reader = Pick<Prisma.TransactionClient, "siteSetting">;

export async function readHeroBackground(client: Reader = db()): Promise<HeroBackgroundValue> {
  const row = await client.siteSetting.findUnique({ where: { key: HERO_BACKGROUND_KEY } });
  return row ? parseHeroBackground(row.value) : DEFAULT_HERO_BACKGROUND;
}

const cachedHeroBackground = unstable_cache(() => readHeroBackground(), [HERO_BACKGROUND_KEY], {
  tags: [CACHE_TAG],
  revalidate: CACHE_SECONDS,
});

/**
 * For the hero's stylesheet: cached. Outside a Next server (tests, scripts) it is read directly; when
 * the database cannot be read, the default shows rather than no background at all.
 */
export async function homeHeroBackground(): Promise<HeroBackgroundValue> {
  try {
    return await cachedHeroBackground();
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/i.test(error.message)) {
      return readHeroBackground().catch(() => DEFAULT_HERO_BACKGROUND);
    }
    return DEFAULT_HERO_BACKGROUND;
  }
}

/** Expires the cached setting on every instance. Outside a Next server (tests, scripts) there is nothing to expire. */
export async function expireHeroBackground(): Promise<void> {
  await expireEverywhere({ tags: [CACHE_TAG] });
}

export type SaveResult =
  { ok: true; value: HeroBackgroundValue; changed: boolean } | { ok: false; status: 404; error: string; field: string };

/** Saves staff's choice, audited with the value before and after, then expires the home page. */
export async function saveHeroBackground(choice: HeroBackgroundChoice, actor: Actor, ip?: string | null): Promise<SaveResult> {
  const result = await db().$transaction(async (tx): Promise<SaveResult> => {
    let value: HeroBackgroundValue;
    if (choice.kind === "library") {
      const image = await tx.image.findUnique({ where: { id: choice.imageId }, select: { id: true, url: true } });
      if (!image) return { ok: false, status: 404, error: "That image is no longer in the library", field: "imageId" };
      value = { kind: "library", imageId: image.id, url: image.url };
    } else {
      value = { kind: "builtin", id: choice.id };
    }
    const before = await readHeroBackground(tx);
    const changed = JSON.stringify(before) !== JSON.stringify(value);
    if (!changed) return { ok: true, value, changed };
    await tx.siteSetting.upsert({
      where: { key: HERO_BACKGROUND_KEY },
      create: { key: HERO_BACKGROUND_KEY, value, updatedById: actor.id },
      update: { value, updatedById: actor.id },
    });
    await recordAudit(
      { actor, action: "setting.updated", entityType: "siteSetting", entityId: HERO_BACKGROUND_KEY, before, after: value, ip },
      tx,
    );
    return { ok: true, value, changed };
  });
  if (result.ok && result.changed) await expireHeroBackground();
  return result;
}

/**
 * Called inside the transaction that deletes library image `imageId`: when the hero shows it, the hero
 * goes back to the default (audited). The caller expires the page after its transaction commits.
 */
export async function forgetHeroBackgroundImage(
  tx: Prisma.TransactionClient,
  imageId: number,
  actor: Actor,
  ip?: string | null,
): Promise<boolean> {
  const before = await readHeroBackground(tx);
  if (before.kind !== "library" || before.imageId !== imageId) return false;
  await tx.siteSetting.update({ where: { key: HERO_BACKGROUND_KEY }, data: { value: DEFAULT_HERO_BACKGROUND, updatedById: actor.id } });
  await recordAudit(
    {
      actor,
      action: "setting.updated",
      entityType: "siteSetting",
      entityId: HERO_BACKGROUND_KEY,
      before,
      after: DEFAULT_HERO_BACKGROUND,
      ip,
    },
    tx,
  );
  return true;
}
