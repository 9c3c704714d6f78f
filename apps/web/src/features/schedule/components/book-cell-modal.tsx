import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  bookingRequestOf,
  formatSessionLength,
  type SlotRules,
  WalkInSchema,
  type CreateBookingInput,
  type WalkInInput,
} from '@courtbook/shared';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { capitalizedAsTyped } from '../../../lib/forms';
import { notify } from '../../../lib/notify';
import { useQuote } from '../../../lib/queries/quote';
import { useBookFromSheet } from '../api/book-from-sheet';
import { usePlayerSearch } from '../api/search-players';
import { slotLabel } from '../lib/format';
import { bookableDurations } from '../lib/sheet-layout';
import { formatMoney } from '../../../lib/format-money';

/** A free cell chosen on the sheet: where, when, and how long the court stays free from there. */
export interface ChosenCell {
  locationId: number;
  date: string;
  dateLabel: string;
  courtId: number;
  courtName: string;
  currency: string;
  slot: number;
  /** How long the sheet's cells are. */
  slotMinutes: number;
  /** The court's own: its starts and session lengths. */
  rules: SlotRules;
  freeSlots: number;
}

type Who = 'player' | 'walk_in';

export interface BookCellModalProps {
  cell: ChosenCell | null;
  onClose: () => void;
}

/** Book a free cell for a registered player or a walk-in, paid at the club or by card now. */
export function BookCellModal({ cell, onClose }: BookCellModalProps) {
  return (
    <Modal
      opened={cell !== null}
      onClose={onClose}
      title={cell ? `Book ${cell.courtName} at ${slotLabel(cell.slot, cell.slotMinutes)}` : ''}
      size="lg"
    >
      {cell && <BookCellForm key={`${cell.courtId} ${cell.slot}`} cell={cell} onDone={onClose} />}
    </Modal>
  );
}

function BookCellForm({ cell, onDone }: { cell: ChosenCell; onDone: () => void }) {
  const navigate = useNavigate();
  const book = useBookFromSheet();
  const [who, setWho] = useState<Who>('player');
  const { rules } = cell;
  const time = slotLabel(cell.slot, cell.slotMinutes);
  const [duration, setDuration] = useState(rules.minDurationMinutes);
  const [search, setSearch] = useState('');
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [playerError, setPlayerError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const players = usePlayerSearch(search);
  const walkIn = useForm<WalkInInput>({
    resolver: zodResolver(WalkInSchema) as unknown as Resolver<WalkInInput>,
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', phone: '', email: '' },
  });
  const { errors } = walkIn.formState;

  const durations = bookableDurations(cell.slot, cell.freeSlots, rules, cell.slotMinutes).map(
    (minutes) => ({
      value: String(minutes),
      label: formatSessionLength(minutes),
    }),
  );
  const start = cell.slot * cell.slotMinutes;
  const choice = {
    courtId: cell.courtId,
    date: cell.date,
    start,
    end: start + duration,
    weekly: false,
  };
  const quote = useQuote({ locationId: cell.locationId, ...choice });

  const submit = async (payment: 'club' | 'card', person: Partial<CreateBookingInput>) => {
    if (!quote.data) return;
    setServerError(null);
    const body: CreateBookingInput = {
      location: cell.locationId,
      ...bookingRequestOf(choice),
      total_price: quote.data.total_price,
      on_amount: quote.data.on_amount,
      ...person,
    };
    try {
      const bookingId = await book.mutateAsync({ body, payment });
      if (payment === 'card') {
        await navigate(paths.checkoutSession.getHref(), { state: { bookingId } });
        return;
      }
      notify.success(`${cell.courtName} booked at ${time}, to be paid at the club.`);
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  const onSubmit = (payment: 'club' | 'card') => {
    if (who === 'player') {
      if (playerId === null) {
        setPlayerError('Please choose a player, or book for a walk-in.');
        return;
      }
      void submit(payment, { user_id: Number(playerId) });
      return;
    }
    void walkIn.handleSubmit((values) => submit(payment, { walk_in: values }))();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {cell.dateLabel} · from {time}
      </Text>
      <Select
        label="Duration"
        data={durations}
        value={String(duration)}
        onChange={(value) => value && setDuration(Number(value))}
        allowDeselect={false}
      />
      <SegmentedControl
        fullWidth
        value={who}
        onChange={(value) => setWho(value)}
        data={[
          { value: 'player', label: 'Registered player' },
          { value: 'walk_in', label: 'Walk-in' },
        ]}
        aria-label="Who is playing"
      />
      {who === 'player' ? (
        <Select
          label="Player"
          placeholder="Search by name, email or phone"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={playerId}
          onChange={(value) => {
            setPlayerId(value);
            setPlayerError(null);
          }}
          // The server has already searched: show what it found.
          filter={({ options }) => options}
          data={(players.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.first_name} ${p.last_name}${p.email ? ` · ${p.email}` : ''}`,
          }))}
          nothingFoundMessage={
            search.trim().length < 2
              ? 'Type two letters or more'
              : players.isFetching
                ? 'Searching…'
                : 'No player matches'
          }
          error={playerError}
          required
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            autoComplete="off"
            required
            {...capitalizedAsTyped(walkIn.register('first_name'))}
            error={errors.first_name?.message}
          />
          <TextInput
            label="Last name"
            autoComplete="off"
            required
            {...capitalizedAsTyped(walkIn.register('last_name'))}
            error={errors.last_name?.message}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            required
            {...walkIn.register('phone')}
            error={errors.phone?.message}
          />
          <TextInput
            label="Email (optional)"
            description="They get the booking's emails"
            type="email"
            autoComplete="off"
            {...walkIn.register('email')}
            error={errors.email?.message}
          />
        </SimpleGrid>
      )}
      <Text size="sm" role="status">
        {quote.data
          ? `Court fee ${formatMoney(quote.data.total_price, cell.currency)} plus tax. Paid at the club, no card fee.`
          : quote.error
            ? `Could not price the booking: ${errorMessage(quote.error)}`
            : 'Pricing…'}
      </Text>
      {serverError && (
        <Alert color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => onSubmit('card')}
          loading={book.isPending}
          disabled={!quote.data}
        >
          Pay by card now
        </Button>
        <Button onClick={() => onSubmit('club')} loading={book.isPending} disabled={!quote.data}>
          Confirm, pay at the club
        </Button>
      </Group>
    </Stack>
  );
}
