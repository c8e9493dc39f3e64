import { Popover, type PopoverProps } from 'antd';
import { popupAfterTrigger } from '../keyboard.ts';

/**
 * The popover of a list toolbar's button (columns, presets): opened by a click, below the button's right
 * edge, and placed right after the button so that the keyboard reaches it next.
 */
export function ToolPopover(props: Omit<PopoverProps, 'trigger' | 'placement' | 'getPopupContainer'>) {
  return <Popover trigger="click" placement="bottomRight" getPopupContainer={popupAfterTrigger} {...props} />;
}
