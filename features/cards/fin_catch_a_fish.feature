Feature: Sidequest: Catch a Fish
  Sidequest: Catch a Fish {2}{W} — Enchantment, transforming into Cooking Campsite (Land). "At the beginning of
  your upkeep, look at the top card of your library. If it's an artifact or creature card, you may reveal it and
  put it into your hand. If you put a card into your hand this way, create a Food token and transform this
  enchantment." Looking at a card (701.20e) isn't revealing it (701.20a), which the player may decline.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Sidequest: Catch a Fish

  @id:fin-catch-a-fish-declines-reveal @ruling:bb46cd33f729 @cr:701.20a @cr:701.20e @cr:603.2
  Scenario: The top card is Grizzly Bears, and Alice chooses not to reveal it: it stays on top, with no Food and no transform
    You don't have to reveal the card even if it's an artifact or creature card. You may choose not to reveal it
    and instead leave it on top of your library. Wording as recorded by wingedsheep/argentum-engine only (single
    source).

    Given Alice's library, from the top, is Grizzly Bears and Island
    And Alice will answer the "you may" choices with no
    When the game advances to Alice's upkeep
    And all players pass priority until the stack is empty
    Then Alice has Grizzly Bears and Island in her library
    And Alice controls Sidequest: Catch a Fish, no Food and no Cooking Campsite

  @id:fin-catch-a-fish-reveals-and-transforms @ruling:bb46cd33f729 @cr:701.20a @cr:701.27a
  Scenario: Alice reveals Grizzly Bears and puts it into her hand: she creates a Food and the Sidequest transforms
    You don't have to reveal the card even if it's an artifact or creature card. You may choose not to reveal it
    and instead leave it on top of your library. Wording as recorded by wingedsheep/argentum-engine only (single
    source). The boundary: she chooses to reveal it.

    Given Alice's library, from the top, is Grizzly Bears and Island
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's upkeep
    And all players pass priority until the stack is empty
    Then Alice has Grizzly Bears in her hand
    And Alice controls Cooking Campsite, Food and no Sidequest: Catch a Fish

  @id:fin-catch-a-fish-land-on-top-no-choice @ruling:bb46cd33f729 @cr:701.20e @cr:608.2c
  Scenario: The top card is a land: Alice can't put it into her hand, and no choice is asked
    You don't have to reveal the card even if it's an artifact or creature card. You may choose not to reveal it
    and instead leave it on top of your library. Wording as recorded by wingedsheep/argentum-engine only (single
    source). The other boundary: only an artifact or creature card may be revealed; no "you may" answer is
    scripted, so an engine that asks errs.

    Given Alice's library, from the top, is Island and Grizzly Bears
    When the game advances to Alice's upkeep
    And all players pass priority until the stack is empty
    Then Alice has Island and Grizzly Bears in her library
    And Alice controls Sidequest: Catch a Fish and no Food
