import {
  FavouriteList,
  FavouriteToggleResponse,
  type FavouriteToggle,
} from '@meridian/domain/profile/favourites';
import { browserClient } from './browser-client.ts';
import { userPath } from './user-path.ts';

// Apart from the rest of the profile's calls: the shortlist heart is on every course card, and those
// bring every profile form's schemas (the phone rules among them) with them.

export const toggleFavourite = (userId: string, change: FavouriteToggle) =>
  browserClient.request('user', userPath(userId, 'course'), {
    method: 'POST',
    body: change,
    schema: FavouriteToggleResponse,
  });

export const getFavourites = (userId: string) =>
  browserClient.request('user', userPath(userId, 'course/favourite'), { schema: FavouriteList });
