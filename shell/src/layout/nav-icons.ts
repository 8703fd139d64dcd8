import {
  ArrowLeftRight, CalendarDays, ChartLine, Coins, Egg, Gamepad2, Gift, House, KeyRound, LayoutDashboard,
  MapPin, Newspaper, Package, Percent, Receipt, Repeat, ScrollText, Server, ServerCog, Settings, Settings2,
  ShoppingBag, ShoppingCart, Ticket, TicketPercent, UserPlus, Users, Wallet, type LucideIcon,
} from 'lucide-react';
import type { NavIcon } from '@panel/rules';

/** The record names its sidebar icons; these are the components, imported by name so only they are bundled. */
export const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  ArrowLeftRight, CalendarDays, ChartLine, Coins, Egg, Gamepad2, Gift, House, KeyRound, LayoutDashboard,
  MapPin, Newspaper, Package, Percent, Receipt, Repeat, ScrollText, Server, ServerCog, Settings, Settings2,
  ShoppingBag, ShoppingCart, Ticket, TicketPercent, UserPlus, Users, Wallet,
};
