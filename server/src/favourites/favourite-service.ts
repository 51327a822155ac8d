/**
 * favourites/: a customer's shortlist. Routes, this service, the repository.
 */
import { API_MESSAGES } from "@maids/contract/messages.ts";
import type { Db } from "../db/database.ts";
import { NotFoundError } from "../domain-errors.ts";
import { type HelperWithDetails, isActiveHelper } from "../helpers/helper-repository.ts";
import { addFavourite, listFavouriteHelpers, removeFavourite } from "./favourite-repository.ts";

/** A customer's shortlist. Adding twice or removing an absent helper is not an error. */
export function favouriteService(db: Db) {
  return {
    list: (userId: number): Promise<HelperWithDetails[]> => listFavouriteHelpers(db, userId),

    /** Only an active helper can be shortlisted. */
    async add(userId: number, maidId: number): Promise<void> {
      if (!(await isActiveHelper(db, maidId))) throw new NotFoundError(API_MESSAGES.helperNotFound);
      await addFavourite(db, userId, maidId);
    },

    remove: (userId: number, maidId: number): Promise<void> => removeFavourite(db, userId, maidId),
  };
}
