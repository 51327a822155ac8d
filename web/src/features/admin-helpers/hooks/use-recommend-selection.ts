import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys, refreshQueries } from "@/shared/query-keys.ts";
import { useCustomerRecommendations } from "../api/get-customer-recommendations.ts";
import { toggleRecommendation } from "../api/toggle-recommendation.ts";

type Selection = ReadonlySet<number>;

function withChoice(selection: Selection, maidId: number, chosen: boolean): Selection {
  const next = new Set(selection);
  if (chosen) next.add(maidId);
  else next.delete(maidId);
  return next;
}

/**
 * The ticked helpers (docs/product.md#recommendations). With a customer, their current recommendations
 * start ticked and every tick toggles the recommendation on the server at once.
 */
export function useRecommendSelection(customerId: number | null, onToggleFailed: () => void) {
  const [selected, setSelected] = useState<Selection>(new Set());
  const [pending, setPending] = useState<Selection>(new Set());
  const recommendations = useCustomerRecommendations(customerId);
  const [loaded, setLoaded] = useState<number[]>();
  const queryClient = useQueryClient();

  if (recommendations.data && recommendations.data !== loaded) {
    setLoaded(recommendations.data);
    setSelected(new Set(recommendations.data));
  }

  async function sendToggle(userId: number, maidId: number, wasChosen: boolean) {
    setPending((current) => withChoice(current, maidId, true));
    try {
      const { recommended } = await toggleRecommendation(userId, maidId);
      setSelected((current) => withChoice(current, maidId, recommended));
      // The customer list's counts and details change with it.
      void refreshQueries(queryClient, queryKeys.adminUsers);
    } catch (error) {
      console.error("Could not change the recommendation", error);
      setSelected((current) => withChoice(current, maidId, wasChosen));
      onToggleFailed();
    } finally {
      setPending((current) => withChoice(current, maidId, false));
    }
  }

  function toggle(maidId: number) {
    const wasChosen = selected.has(maidId);
    setSelected(withChoice(selected, maidId, !wasChosen));
    if (customerId !== null) void sendToggle(customerId, maidId, wasChosen);
  }

  return {
    selected,
    isPending: (maidId: number) => pending.has(maidId),
    isLoading: recommendations.isLoading,
    toggle,
    forget: (maidId: number) => setSelected((current) => withChoice(current, maidId, false)),
  };
}

export type RecommendSelection = ReturnType<typeof useRecommendSelection>;
