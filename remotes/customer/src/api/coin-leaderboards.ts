import useSWR from 'swr';
import { api, call } from '@panel/api';

export const topEarnersKey = ['customer', 'earn', 'top'] as const;
export const coinLeaderboardKey = ['customer', 'coins', 'leaderboard'] as const;

const fetchTopEarners = async () => (await call(api.GET('/api/earn/top'))).leaderboard;
const fetchCoinLeaderboard = async () => (await call(api.GET('/api/coins/leaderboard'))).leaderboard;

/** Today's top ten earners (since the last daily reset). */
export const useTopEarners = () => useSWR(topEarnersKey, fetchTopEarners, { revalidateOnFocus: false, shouldRetryOnError: false });

/** The hundred users with the most coins. */
export const useCoinLeaderboard = () => useSWR(coinLeaderboardKey, fetchCoinLeaderboard, { revalidateOnFocus: false, shouldRetryOnError: false });
