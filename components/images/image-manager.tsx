"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { StockProvider } from "@/lib/images/stock";
import { CategoryPhotosTab } from "./category-photos-tab";
import { LibraryTab } from "./library-tab";
import { PhotoSearchTab } from "./photo-search-tab";
import { UploadTab } from "./upload-tab";
import { useLibrary } from "./use-library";
import { WebsitesTab } from "./websites-tab";

// Module constants: the tabs' loaders depend on these lists staying the same object.
const CURATED_PROVIDERS = ["pexels", "unsplash"] as const satisfies readonly StockProvider[];
const PIXABAY_PROVIDERS = ["pixabay"] as const satisfies readonly StockProvider[];

const TABS = [
  { value: "library", label: "Your Images" },
  { value: "websites", label: "Your Websites" },
  { value: "search", label: "Photo Search" },
  { value: "curated", label: "Curated" },
  { value: "pixabay", label: "Pixabay" },
  { value: "upload", label: "Upload" },
] as const;

/** The Image Management Center's six tabs (seed 001); the library is shared by all of them. */
export function ImageManager({ configured }: { configured: Record<StockProvider, boolean> }) {
  const library = useLibrary();
  const refresh = () => void library.reload();

  return (
    <Tabs defaultValue="library" className="gap-6">
      <TabsList className="grid h-auto w-full grid-cols-2 gap-1 min-[480px]:grid-cols-3 md:inline-flex md:w-fit">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="h-9 px-3">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="library">
        <LibraryTab state={library.state} onRetry={refresh} onDeleted={library.remove} />
      </TabsContent>
      <TabsContent value="websites">
        <WebsitesTab onImported={refresh} />
      </TabsContent>
      <TabsContent value="search">
        <PhotoSearchTab configured={configured} onImported={refresh} />
      </TabsContent>
      <TabsContent value="curated">
        <CategoryPhotosTab label="Curated" providers={CURATED_PROVIDERS} configured={configured} onImported={refresh} />
      </TabsContent>
      <TabsContent value="pixabay">
        <CategoryPhotosTab label="Pixabay" providers={PIXABAY_PROVIDERS} configured={configured} onImported={refresh} />
      </TabsContent>
      <TabsContent value="upload">
        <UploadTab onUploaded={refresh} />
      </TabsContent>
    </Tabs>
  );
}
