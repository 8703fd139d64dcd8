import { now } from '../clock';
import type { JfrListing } from '../contract/wire-types';
import { db, type DbUser } from '../db';
import { fail } from '../http/define-handler';
import { moveCoins } from './coin-ledger';
import { issueInvoice } from './invoicing';
import { newId } from './ids';
import { cents } from './money';
import type { JfrListingDoc } from './state';

/** Fails 404 unless coin earning and join-for-rewards are both on. */
export function assertJfrEnabled(): void {
  if (!db.config.coinEarning || !db.domain.earning.jfr.enabled) fail(404, 'Join-for-rewards is not enabled on this panel');
}

/** The invite code of an invite link (or the code itself). */
export const inviteCode = (invite: string): string => invite.replace(/^https:\/\/(discord\.gg|discord\.com\/invite)\//, '');

/** What listing `members` members at `coins` coins each costs: `members × (pricePerMember + coins × pricePerRewardUnit)`. */
export function jfrPrice(members: number, coins: number): number {
  const { pricePerMember, pricePerRewardUnit } = db.domain.earning.jfr;
  return cents(members * (pricePerMember + coins * pricePerRewardUnit));
}

/**
 * Orders a listing: its invoice (item `jfr-activation`), or the one already open for this
 * invite. Members and coins must be within the instance's bounds.
 */
export function orderJfrListing(user: DbUser, { invite, members, coins }: { invite: string; members: number; coins: number }): string {
  const { minMembers, maxMembers, minReward, maxReward } = db.domain.earning.jfr;
  if (members < minMembers || members > maxMembers) fail(400, `members must be from ${minMembers} to ${maxMembers}`);
  if (coins < minReward || coins > maxReward) fail(400, `coins must be from ${minReward} to ${maxReward}`);
  const code = inviteCode(invite);
  const open = db.domain.jfrListings.find((listing) => listing.uid === user._id && listing.invite === code && !listing.active && db.invoices.get(listing.invoice)?.paid === false);
  if (open) return open.invoice;
  const invoice = issueInvoice({ user: user._id, name: `Join-for-rewards: ${members} members at ${coins} coins`, amount: jfrPrice(members, coins), item: 'jfr-activation', billingCycle: -1 });
  // The guild's name and icon come from Discord in the reference; the mock names it by its invite.
  db.domain.jfrListings.push({ _id: `jfr-${newId().slice(0, 12)}`, uid: user._id, guild: newId().replace(/[a-f]/g, '').slice(0, 18).padEnd(18, '7'), invite: code, members, coins, active: false, info: { name: `discord.gg/${code}`, icon: null }, lastDataRefresh: now(), invoice: invoice._id, joinedBy: [] });
  return invoice._id;
}

export const jfrView = (listing: JfrListingDoc, viewer: string): JfrListing => ({
  _id: listing._id,
  uid: listing.uid,
  guild: listing.guild,
  invite: listing.invite,
  members: listing.members,
  coins: listing.coins,
  joins: listing.joinedBy.length,
  joined: listing.joinedBy.includes(viewer),
  active: listing.active,
  info: listing.info,
  lastDataRefresh: listing.lastDataRefresh,
});

/** Credits the listing's coins to a member once; a listing with all its members closes. */
export function joinJfrListing(user: DbUser, id: string): { reward: number; coins: number } {
  const listing = db.domain.jfrListings.find((candidate) => candidate._id === id && candidate.active) ?? fail(404, `Listing ${id} not found or closed`);
  if (listing.uid === user._id) fail(403, 'You cannot join your own listing for coins');
  if (listing.joinedBy.includes(user._id)) fail(403, 'You were already credited for this community');
  listing.joinedBy.push(user._id);
  if (listing.joinedBy.length >= listing.members) listing.active = false;
  return { reward: listing.coins, coins: moveCoins(user, listing.coins, 'jfr', listing.info.name) };
}
