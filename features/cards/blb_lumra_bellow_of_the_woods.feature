Feature: Lumra, Bellow of the Woods: its power and toughness are the lands its controller has, in every zone
  Lumra, Bellow of the Woods {4}{G}{G} — Legendary Creature — Elemental Bear */*: Vigilance, reach. Lumra's power
  and toughness are each equal to the number of lands you control. When Lumra enters, mill four cards. Then
  return all land cards from your graveyard to the battlefield tapped.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions).
  CR 604.3 (a characteristic-defining ability functions in all zones), 208.2a (*/* defined by such an ability),
  613.4a (layer 7a), 208.3 (a card's power and toughness off the battlefield); a card in a hand or graveyard
  counts the lands its owner controls ("you").

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls 3 Forest
    And Bob controls 5 Island

  @ruling:ba6c72833247 @cr:604.3 @cr:208.2a @cr:613.4a
  Rule: The ability that defines Lumra's power and toughness works in every zone
    The ability that defines Lumra's power and toughness functions in all zones, not just the battlefield.

    @id:blb-lumra-in-hand
    Scenario: Lumra in Alice's hand, with three lands on her battlefield, has power 3 and toughness 3
      Given Alice has Lumra, Bellow of the Woods in her hand
      Then the Lumra, Bellow of the Woods in Alice's hand has power 3 and toughness 3

    @id:blb-lumra-in-graveyard
    Scenario: Lumra in Alice's graveyard counts Alice's lands, not Bob's: power 3 and toughness 3
      Given Alice has Lumra, Bellow of the Woods in her graveyard
      Then the Lumra, Bellow of the Woods in Alice's graveyard has power 3 and toughness 3

    @id:blb-lumra-on-battlefield
    Scenario: Lumra on the battlefield with Alice's three Forests is 3/3
      Given Alice controls Lumra, Bellow of the Woods
      Then Lumra, Bellow of the Woods is 3/3
