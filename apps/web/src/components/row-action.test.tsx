import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPencil } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RowAction } from './row-action';

describe('RowAction', () => {
  it('shows what the icon does to a keyboard user, when the button gets the focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RowAction tip="Edit" label="Edit Court 1" icon={IconPencil} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Court 1' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });
});
