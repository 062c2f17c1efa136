import { Outlet } from "react-router";
import { Card } from "../../components/ui/card";
import { usePublicConfig } from "../../config/use-public-config";

/** The public sign-in screens: one centred card under the product name. */
export function LayoutAuth() {
  const { productName } = usePublicConfig();

  return (
    <main className="flex flex-1 flex-col items-center justify-center gap-6 px-4 py-12">
      <p className="text-lg font-semibold tracking-tight text-zinc-900">{productName}</p>
      <Card className="w-full max-w-sm">
        <Outlet />
      </Card>
    </main>
  );
}
