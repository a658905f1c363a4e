-- CreateTable
CREATE TABLE "CacheTagRevalidation" (
    "tag" TEXT NOT NULL,
    "revalidatedAt" TIMESTAMP(3) NOT NULL,
    "expireSeconds" INTEGER,

    CONSTRAINT "CacheTagRevalidation_pkey" PRIMARY KEY ("tag")
);
