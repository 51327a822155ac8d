import type { AdminUser } from "@maids/contract/admin.ts";
import { ADMIN_MESSAGES, CUSTOMER_MANAGEMENT_TEXTS } from "@maids/contract/messages.ts";
import { HelperList, HelperListItem, PanelEmpty } from "./helper-list-item.tsx";

export function FavoritesPanel({ user }: { user: AdminUser }) {
  if (user.favorites.length === 0) return <PanelEmpty text={ADMIN_MESSAGES.noFavorites} />;
  return (
    <HelperList label={CUSTOMER_MANAGEMENT_TEXTS.favoritesTab}>
      {user.favorites.map((favorite) => (
        <HelperListItem
          key={favorite.maidId}
          maidId={favorite.maidId}
          name={favorite.maid.name}
          imageUrl={favorite.maid.imageUrl}
          details={favorite.maid.country}
        />
      ))}
    </HelperList>
  );
}
