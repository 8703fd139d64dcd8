import useSWR from 'swr';
import { api, call } from '@panel/api';
import type { CoinEconomy } from '@panel/api/contract';

export const coinEconomyKey = ['staff', 'coin-economy'] as const;

export const fetchCoinEconomy = async (): Promise<CoinEconomy> => call(api.GET('/api/staff/coin-economy'));

/** Coins minted and spent per source per month, for the insights (ADMIN). */
export const useCoinEconomy = () => useSWR(coinEconomyKey, fetchCoinEconomy, { revalidateOnFocus: false });
