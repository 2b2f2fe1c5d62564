Feature: Hydaelyn, the Mothercrystal's Blessing of Light
  Hydaelyn, the Mothercrystal (the back face of Venat, Heart of Hydaelyn). "Blessing of Light — At the
  beginning of combat on your turn, put a +1/+1 counter on another target creature you control. Until your
  next turn, it gains indestructible. If that creature is legendary, draw a card." (The indestructible part is
  declared not modelled: no scenario here destroys the target.) An ability whose only target is illegal as it
  tries to resolve doesn't resolve (608.2b).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (shaggy806/MTG-Engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Venat, Heart of Hydaelyn
    And Bob controls Sazh's Chocobo
    And Alice has {C}{C}{C}{C}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Island

  @id:fin-hydaelyn-target-illegal-no-draw @ruling:f63934cb1bf7 @cr:608.2b @cr:603.3d
  Scenario: Bob's Lightning Bolt kills Vincent Valentine in response: Blessing of Light doesn't resolve, and Alice draws no card
    If the target creature is an illegal target as Hydaelyn, the Mothercrystal's last ability tries to resolve,
    it won't resolve and none of its effects will happen. You won't draw a card even if that creature is
    legendary. Wording as recorded by shaggy806/MTG-Engine only (single source).

    Given Alice controls Vincent Valentine
    And Bob controls Mountain
    And Bob has Lightning Bolt in his hand
    And Alice will choose Sazh's Chocobo, then Vincent Valentine as targets
    And Bob will choose Vincent Valentine as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Alice controls Hydaelyn, the Mothercrystal
    When all players pass priority
    Then it is Alice's beginning of combat step
    And the stack, from the bottom, holds Hydaelyn, the Mothercrystal's triggered ability
    When Alice passes priority
    And Bob activates Mountain's "{T}: Add {R}." ability
    And Bob casts Lightning Bolt from his hand
    And all players pass priority until the stack is empty
    Then Alice has Vincent Valentine in her graveyard
    And Alice has Island in her library

  @id:fin-hydaelyn-legendary-target-draws @ruling:f63934cb1bf7 @cr:608.2c
  Scenario: With its legendary target still legal, Blessing of Light puts a counter on Vincent Valentine and Alice draws a card
    If the target creature is an illegal target as Hydaelyn, the Mothercrystal's last ability tries to resolve,
    it won't resolve and none of its effects will happen. You won't draw a card even if that creature is
    legendary. Wording as recorded by shaggy806/MTG-Engine only (single source). The boundary: the target is
    legal, so the ability resolves and, Vincent Valentine being legendary, Alice draws.

    Given Alice controls Vincent Valentine
    And Alice will choose Sazh's Chocobo, then Vincent Valentine as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    And the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Vincent Valentine has 1 +1/+1 counter
    And Alice has Island in her hand

  @id:fin-hydaelyn-nonlegendary-target-no-draw @ruling:f63934cb1bf7 @cr:608.2c
  Scenario: Blessing of Light on Grizzly Bears: the counter, but no card, since it isn't legendary
    If the target creature is an illegal target as Hydaelyn, the Mothercrystal's last ability tries to resolve,
    it won't resolve and none of its effects will happen. You won't draw a card even if that creature is
    legendary. Wording as recorded by shaggy806/MTG-Engine only (single source). The other boundary: the draw
    needs a legendary target.

    Given Alice controls Grizzly Bears
    And Alice will choose Sazh's Chocobo, then Grizzly Bears as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    And the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Grizzly Bears has 1 +1/+1 counter
    And Alice has Island in her library
